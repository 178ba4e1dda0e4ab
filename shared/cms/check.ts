import type { CmsField } from './fields.ts';

const isEmpty = (v: unknown) =>
  v === null ||
  v === undefined ||
  (typeof v === 'string' && v.length === 0) ||
  (Array.isArray(v) && v.length === 0) ||
  (typeof v === 'object' && !Array.isArray(v) && Object.keys(v as object).length === 0);

/**
 * What Decap's editor would refuse in a value, by its own rules (required, pattern, a list's length, a number's
 * range; decap-cms-core Widget.validate): "path: message" lines. The tests check that today's data passes, so the
 * owner can save what the build accepts.
 */
export function editorRefusals(fields: CmsField[], value: unknown, path = ''): string[] {
  const obj = (value ?? {}) as Record<string, unknown>;
  return fields.flatMap((f) => fieldRefusals(f, obj[f.name], path ? `${path}.${f.name}` : f.name));
}

export function fieldRefusals(f: CmsField, v: unknown, path: string): string[] {
  const out: string[] = [];
  if (f.widget === 'hidden') return out;
  if (f.required !== false && isEmpty(v)) return [`${path}: ${f.label} is required`];
  if (isEmpty(v)) return out;
  if (f.pattern && (typeof v === 'string' || typeof v === 'number') && !new RegExp(f.pattern[0]).test(String(v)))
    out.push(`${path}: ${f.label} ${f.pattern[1]}`);
  if (f.widget === 'number' && typeof v === 'number') {
    if (f.min !== undefined && v < f.min) out.push(`${path}: below ${f.min}`);
    if (f.max !== undefined && v > f.max) out.push(`${path}: above ${f.max}`);
  }
  if (Array.isArray(v)) {
    if (f.min !== undefined && v.length < f.min) out.push(`${path}: fewer than ${f.min}`);
    if (f.max !== undefined && v.length > f.max) out.push(`${path}: more than ${f.max}`);
    if (f.widget === 'select') {
      for (const x of v) if (!f.options?.includes(x as string)) out.push(`${path}: ${String(x)} is not an option`);
    } else
      v.forEach((item, i) => {
        const p = `${path}[${i}]`;
        if (f.fields) out.push(...editorRefusals(f.fields, item, p));
        else if (f.field) out.push(...fieldRefusals(f.field, item, p));
        else if (f.types && f.typeKey) {
          const t = f.types.find((t) => t.name === (item as Record<string, unknown>)[f.typeKey!]);
          if (!t) out.push(`${p}: no type ${String((item as Record<string, unknown>)[f.typeKey!])}`);
          else out.push(...editorRefusals(t.fields ?? [], item, p));
        }
      });
  } else if (f.widget === 'select' && !f.options?.includes(v as string)) out.push(`${path}: not an option`);
  else if (f.widget === 'object' && f.fields) out.push(...editorRefusals(f.fields, v, path));
  return out;
}
