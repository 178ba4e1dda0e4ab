import * as z from 'zod';

/**
 * The part of a JSON Schema made by zod's `z.toJSONSchema` that the project reads: the CMS's fields
 * (shared/cms/fields.ts) and the generated data sets (scripts/generated-data.ts), both through zod's documented export
 * rather than its internals.
 */
export interface Json {
  type?: string;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  description?: string;
  anyOf?: Json[];
  oneOf?: Json[];
  allOf?: Json[];
  items?: Json;
  properties?: Record<string, Json>;
  required?: string[];
  additionalProperties?: Json | boolean;
}

/** A schema as JSON Schema: the input's shape (a default makes a field optional); a type it cannot hold (a date) throws. */
export const jsonOf = (schema: z.core.$ZodType): Json =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'throw' }) as Json;
