import { baseCss } from './base-css.ts';

const sheets = new Map<string, CSSStyleSheet>();

/**
 * Gives a new shadow root the widget's styles: one constructable stylesheet per tag, made on first use
 * and shared by every instance (no <style> element, so a strict style-src and Trusted Types are fine).
 * Our site's build replaces this module with a no-op (vite.config.ts): its widgets are pre-rendered
 * with their styles.
 */
export function adoptStyles(root: ShadowRoot, tag: string, css: string): void {
  if (!sheets.has(tag)) {
    try {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(baseCss + css);
      sheets.set(tag, sheet);
    } catch {
      return; // a browser without constructable stylesheets: the widget works, unstyled
    }
  }
  root.adoptedStyleSheets = [sheets.get(tag)!];
}
