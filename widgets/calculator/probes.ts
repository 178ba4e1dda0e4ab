import { vi } from 'vitest';
import { $, click, detailsOf, settle, tick, type Root, type WidgetProbes } from '../common/probes.ts';
import { setValue } from '../../tests/lib/dom-steps.ts';
import { calculatorChoices } from '../../tests/lib/calculator-choices.ts';
import { navigation } from './Calculator.tsx';

/** Makes the six choices, gives a phone number and presses Calculate. */
export async function calculate(root: Root) {
  for (const [name, value] of Object.entries(calculatorChoices)) {
    $<HTMLInputElement>(root, `input[name="${name}"][value="${value}"]`).click();
    await tick();
  }
  setValue($<HTMLInputElement>(root, 'input[name="phone"]'), '01632 960123');
  await tick();
  $(root, '[part=calculate]').click();
  await settle();
}
const emailEstimate = async (root: Root) => (await calculate(root), click($(root, '[part=email]')));
const estimateMail = detailsOf('steel-calculator-email', emailEstimate, (d) => d.href);

export const probes: WidgetProbes = {
  before: () => void (navigation.open = vi.fn()),
  attributes: {
    email: { observe: estimateMail },
    phone: {},
    brand: { observe: estimateMail },
    service: {
      observe: async (_, root) => root.querySelector<HTMLInputElement>('input[name=serviceType]:checked')?.value,
    },
    heading: {},
  },
  events: {
    'steel-estimate': calculate,
    'steel-calculator-email': emailEstimate,
    'steel-calculator-site-visit': async (root) => (await calculate(root), click($(root, '[part=site-visit]'))),
  },
  // The result's buttons exist once there is a result.
  showAllParts: calculate,
};
