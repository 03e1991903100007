/**
 * Test setup of the shell project (vitest.config.ts): the route table of what the five remotes'
 * source tables declare, as a deploy of today's builds would record it in the runtime config.
 */
import { sourceDeclarations } from '../../../tools/declarations.mjs';
import { installRouteTable } from '../routing/route-table';

installRouteTable(await sourceDeclarations());
