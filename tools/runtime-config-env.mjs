/**
 * The shell's runtime config as a container starts it: the build's runtime-config.json is only a
 * default; remote URLs, the API base, the environment and versions come from the environment
 * (deploy/frontend.Dockerfile, docker-compose.yml). Node builtins only: the image has no node_modules.
 *
 *   MALL_REMOTE_<NAME>=<manifest URL>   e.g. MALL_REMOTE_CATALOG, MALL_REMOTE_CS_CENTER
 *   MALL_VERSION_<NAME>=<version>       what each remote's URL points at (shown in reports and reload markers)
 *   MALL_API_BASE_URL=<url or />        where the storefront calls mall-api
 *   MALL_ENVIRONMENT=production|development|test
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ENVIRONMENTS = ['production', 'development', 'test'];
const envName = (remote) => remote.toUpperCase().replace(/[^A-Z0-9]/g, '_');

/** True when the environment asks for anything the build's file does not say. */
export function hasRuntimeEnv(env = process.env) {
  return Object.keys(env).some((k) => /^MALL_(REMOTE|VERSION)_/.test(k) || k === 'MALL_API_BASE_URL' || k === 'MALL_ENVIRONMENT');
}

/** The build's config with the environment's values on top; throws on a value the shell would reject. */
export function runtimeConfigFromEnv(base, env = process.env) {
  const config = { ...base, remotes: { ...base.remotes } };
  const versions = { ...(base.versions ?? {}) };
  for (const name of Object.keys(config.remotes)) {
    const url = env[`MALL_REMOTE_${envName(name)}`];
    if (url !== undefined) {
      try {
        config.remotes[name] = new URL(url).toString();
      } catch {
        throw new Error(`MALL_REMOTE_${envName(name)}: 원격 주소가 URL이 아닙니다 / not a URL: ${url}`);
      }
    }
  }
  for (const name of ['shell', ...Object.keys(config.remotes)]) {
    const version = env[`MALL_VERSION_${envName(name)}`];
    if (version) versions[name] = version;
  }
  if (Object.keys(versions).length) config.versions = versions;
  if (env.MALL_API_BASE_URL !== undefined) {
    if (!env.MALL_API_BASE_URL) throw new Error('MALL_API_BASE_URL: 비어 있습니다 / empty');
    config.apiBaseUrl = env.MALL_API_BASE_URL;
  }
  if (env.MALL_ENVIRONMENT !== undefined) {
    if (!ENVIRONMENTS.includes(env.MALL_ENVIRONMENT)) throw new Error(`MALL_ENVIRONMENT: ${ENVIRONMENTS.join(' | ')} 중 하나여야 합니다 / must be one of them`);
    config.environment = env.MALL_ENVIRONMENT;
  }
  return config;
}

/**
 * Writes the environment's runtime config beside the process (a temp file) and returns its path, or
 * null when the environment sets nothing and the build's own file is served as it is.
 */
export function writeRuntimeConfigFromEnv(dir, env = process.env) {
  if (!hasRuntimeEnv(env)) return null;
  const base = JSON.parse(fs.readFileSync(path.join(dir, 'runtime-config.json'), 'utf8'));
  const file = path.join(os.tmpdir(), `mall-runtime-config.${process.pid}.json`);
  fs.writeFileSync(file, JSON.stringify(runtimeConfigFromEnv(base, env), null, 2));
  return file;
}
