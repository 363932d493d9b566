// Validates the OpenAPI document read from stdin against the official schema of its version
// (@seriousme/openapi-schema-validator). A child process, because the validator is an ES module
// and jest runs the tests as CommonJS. Prints {valid, version, errors} as JSON.
import {Validator} from '@seriousme/openapi-schema-validator';

let input = '';
process.stdin.setEncoding('utf8');
for await (const chunk of process.stdin) input += chunk;
const validator = new Validator();
const result = await validator.validate(JSON.parse(input));
process.stdout.write(JSON.stringify({valid: result.valid, version: validator.version, errors: result.errors ?? []}));
