import { choiceKeys, choiceLabels, groups, type ChoiceKey } from '../../shared/pricing.ts';

/** The six native radio groups (docs/widgets.md#calculator), each with its inline error once Calculate was pressed. */
export function Choices({
  v,
  err,
  hidden,
}: {
  v: Record<ChoiceKey, string>;
  err: (key: string) => [string, string, string] | undefined;
  /** with steps (Calculator.tsx): whether the group of that index is hidden */
  hidden: (i: number) => boolean;
}) {
  return (
    <>
      {choiceKeys.map((k, n) => {
        const e = err(k);
        return (
          <fieldset
            key={k}
            class={e ? 'group invalid' : 'group'}
            aria-describedby={e ? `e-${k}` : undefined}
            hidden={hidden(n)}
          >
            <legend>{choiceLabels[k]}</legend>
            {e && (
              <p class="error" id={`e-${k}`}>
                <span class="sr-only">Error: </span>
                {e[2]}
              </p>
            )}
            <div class="opts">
              {groups[k].map((o, i) => (
                <label class="opt" key={o.value}>
                  <input
                    type="radio"
                    name={k}
                    value={o.value}
                    id={i ? undefined : `f-${k}`}
                    checked={v[k] === o.value}
                  />
                  <span>{o.label}</span>
                </label>
              ))}
            </div>
          </fieldset>
        );
      })}
    </>
  );
}
