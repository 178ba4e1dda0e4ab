import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseService } from './service-choice.ts';
import { loadAll } from './data/load.ts';
import { serviceValue } from './service-choice.ts';

const data = loadAll();
const calculator = data.pricing.serviceType.map((o) => o.value);
const quote = data['quote-form'].service.map((o) => o.value);
const contact = data['contact-form'].service.map(serviceValue);
const same = data['service-names'].sameService;

describe('a service value written for one widget preselects the same service in the others', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps a value of the widget’s own list', () => {
    expect(chooseService('crane-hire', quote, same)).toBe('crane-hire');
    expect(chooseService('3d-modeling', contact, same)).toBe('3d-modeling');
  });

  it('finds the same service under another name', () => {
    expect(chooseService('welding', contact, same)).toBe('welding-services');
    expect(chooseService('welding-services', quote, same)).toBe('welding');
    expect(chooseService('steel-staircases', calculator, same)).toBe('staircases');
    expect(chooseService('emergency', contact, same)).toBe('emergency-repairs');
  });

  it('every value of each list is understood by the lists that offer the same service', () => {
    for (const group of same) {
      const lists = [calculator, quote, contact].filter((l) => l.some((v) => group.includes(v)));
      for (const name of group)
        for (const list of lists) expect(chooseService(name, list, same), `${name} in [${list}]`).toBeDefined();
    }
  });

  it('warns, naming the value and the choices, when nothing matches', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(chooseService('crane-hire', calculator, same, 'steel-calculator')).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/steel-calculator.*crane-hire.*welding/));
  });

  it('says nothing when no service is asked for', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(chooseService(undefined, quote, same)).toBeUndefined();
    expect(chooseService('', quote, same)).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });
});
