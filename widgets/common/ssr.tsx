import { transformSync } from 'esbuild';
import { renderToString } from 'preact-render-to-string';
import { Shell, type WidgetDefinition, type PropType } from './define.tsx';
import { baseCss } from './base-css.ts';
import { camel } from './element-interface.ts';

/** Parses attributes the way r2wc does, so the build renders exactly what the browser will. */
function propsFromAttributes<P extends object>(definition: WidgetDefinition<P>, attrs: Record<string, string>): P {
  const props: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(attrs)) {
    const key = camel(name);
    const type = (definition.props as Record<string, PropType | undefined>)[key];
    if (!type || value === '') continue;
    props[key] = type === 'number' ? parseFloat(value) : type === 'boolean' ? /^[ty1-9]/i.test(value) : value;
  }
  return props as P;
}

/** A widget's styles as its pre-rendered root carries them: minified (esbuild, as for the site stylesheet), once per widget. */
const minified = new Map<string, string>();
export const shadowCss = (css: string) => {
  if (!minified.has(css)) minified.set(css, transformSync(css, { loader: 'css', minify: true }).code.trim());
  return minified.get(css)!;
};

/**
 * The styles a pre-rendered root carries: the base and the widget's css, less `stateCss`, the tail of it that only
 * the widget's script reaches (widgets/definitions.ts stateCssOf), which the root adopts when that code arrives.
 */
export function prerenderedCss<P extends object>(definition: WidgetDefinition<P>, stateCss = ''): string {
  if (!definition.css.endsWith(stateCss)) throw new Error(`${definition.tag}: its stateCss must be the end of its css`);
  return shadowCss(baseCss + definition.css.slice(0, definition.css.length - stateCss.length));
}

/**
 * HTML of the declarative shadow root for a widget with these attributes: its styles (a <style> the
 * page's CSP allows by hash), then what the browser hydrates (define.tsx).
 */
export function renderShadow<P extends object>(
  definition: WidgetDefinition<P>,
  attrs: Record<string, string> = {},
  stateCss = '',
): string {
  return renderToString(
    <>
      <style dangerouslySetInnerHTML={{ __html: prerenderedCss(definition, stateCss) }} />
      <Shell Component={definition.Component} props={propsFromAttributes(definition, attrs)} />
    </>,
  );
}

/** The same without its <style>: what the browser renders where no root was pre-rendered (it adopts the styles instead). */
export const renderMarkup = <P extends object>(
  definition: WidgetDefinition<P>,
  attrs: Record<string, string> = {},
): string => renderShadow(definition, attrs).replace(/^<style>[^<]*<\/style>/, '');
