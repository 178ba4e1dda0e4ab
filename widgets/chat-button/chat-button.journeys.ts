import { readData } from '../../shared/data/load.ts';
import { isVisible, until, untilDefined } from '../../tests/engines/page.ts';
import { equal, expectNoProblems, ok, open, type ConfiguredCheck, type Journey } from '../../tests/engines/steps.ts';
import { named } from './named.ts';
import { element } from './interface.ts';

const link = 'steel-chat-button >>> a';
const attr = (name: string) => `window.__engines.find(${JSON.stringify(link)}).getAttribute(${JSON.stringify(name)})`;

/** This widget's journeys in Chromium, Firefox and WebKit, each written once (tests/engines/, README "Tests in three browser engines"). */
export const journeys: Record<string, Journey> = {
  'chat button: it links to wa.me with the greeting, in a new tab, named by its label': async (w) => {
    const { d } = w;
    const { chat } = readData('business') as { chat: { e164: string; greeting: string } };
    await open(w, named.alsoOn);
    await untilDefined(d, ['steel-chat-button']);
    ok(await isVisible(d, link), 'the link shows');
    equal(
      await d.run(attr('href')),
      `https://wa.me/${chat.e164.replace(/\D/g, '')}?text=${encodeURIComponent(chat.greeting)}`,
      "the business's chat number and greeting (business.json)",
    );
    equal(await d.run(attr('target')), '_blank', 'a new tab');
    // Its name is its label's text (the icon is aria-hidden): the element's label, else interface.ts's default.
    const label = element.attributes.find((a) => a.name === 'label')!.default!;
    const given = await d.run<string | null>('document.querySelector("steel-chat-button").getAttribute("label")');
    equal(
      await d.run(`window.__engines.find(${JSON.stringify(`${link} .label`)}).textContent.trim()`),
      given ?? label,
      'named by its label',
    );
    await expectNoProblems(w, named.alsoOn);
  },
};

/** A partner's example attributes (named.configured): its link to the example number with the example greeting, named by the example label. */
export const configured: ConfiguredCheck = async (d) => {
  const { number, message, label } = named.configured;
  await until(d, `!!window.__engines.find(${JSON.stringify(link)})`, 'the chat link');
  equal(
    await d.run(attr('href')),
    `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`,
    'the example number and greeting',
  );
  equal(
    await d.run(`window.__engines.find(${JSON.stringify(`${link} .label`)}).textContent.trim()`),
    label,
    'named by the example label',
  );
};
