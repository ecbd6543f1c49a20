// `npm run commands:reference`: writes REFERENCE.md and commands.schema.json from the command schemas.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { commandJsonSchema, commandReference } from './reference';

const folder = join(process.cwd(), 'machines', 'command-schema');
writeFileSync(join(folder, 'REFERENCE.md'), commandReference());
writeFileSync(join(folder, 'commands.schema.json'), commandJsonSchema());
console.log(`written: ${join(folder, 'REFERENCE.md')}, ${join(folder, 'commands.schema.json')}`);
