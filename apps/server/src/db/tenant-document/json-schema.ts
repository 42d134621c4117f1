/* The tenant document's JSON Schema, generated from the zod schemas and published in docs/. */
import path from 'node:path';
import { z } from 'zod';
import { tenantDocumentSchema } from '@storefront/domain';

export const TENANT_DOCUMENT_JSON_SCHEMA_FILE = path.resolve(
  import.meta.dirname,
  '../../../../../docs/tenant-document.schema.json',
);

/** The schema of what a person writes (defaults make fields optional), as the published file holds it. */
export function tenantDocumentJsonSchema(): string {
  const schema = z.toJSONSchema(tenantDocumentSchema, { io: 'input', unrepresentable: 'any', reused: 'ref' });
  return `${JSON.stringify({ ...schema, title: 'Tenant document', $id: 'tenant-document.schema.json' }, null, 2)}\n`;
}
