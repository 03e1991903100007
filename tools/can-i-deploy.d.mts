/** Types for tools/can-i-deploy.mjs (mall-api's test imports it under `tsc`). */
export function canIDeploy(input: { candidate: object; shell: object; deployed?: object; openapi?: object | null }): string[];
export function payloadProblems(producer: object | undefined, consumer: object | undefined, at?: string): string[];
export function openapiOperations(doc: object): Set<string>;
export function rangeProblem(pkg: string, required: string, provided: string): string | null;
