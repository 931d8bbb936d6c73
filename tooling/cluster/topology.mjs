// deploy/topology.json, THE description of the production topology (issue 29), read for the local cluster:
// the proxy's public ports, each service (name, app, roles, port, the proxy's upstream it belongs to) and the
// engines, every port moved by one offset (CLUSTER_PORT_OFFSET) so a second cluster can run beside the first.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const topologyFile = join(root, 'deploy/topology.json');

/** The port offset CLUSTER_PORT_OFFSET asks for (default 0); a bad value is refused in one line. */
export function portOffset(value = process.env.CLUSTER_PORT_OFFSET) {
  if (value === undefined || value === '') return 0;
  const offset = Number(value);
  if (!Number.isInteger(offset) || offset < 0 || offset > 50_000) {
    throw new Error(`CLUSTER_PORT_OFFSET: "${value}" is not a whole number from 0 to 50000`);
  }
  return offset;
}

/** The topology with every port (proxy, services, engines) moved by `offset`. */
export function loadTopology(offset = 0, file = topologyFile) {
  const topology = JSON.parse(readFileSync(file, 'utf8'));
  const shift = (port) => port + offset;
  return {
    proxy: Object.fromEntries(Object.entries(topology.proxy).map(([name, port]) => [name, shift(port)])),
    services: topology.services.map((service) => ({ ...service, port: shift(service.port) })),
    engines: topology.engines.map((engine) => ({ ...engine, port: shift(engine.port) })),
  };
}

/** The upstreams the proxy balances: name → the services in it, in topology order. */
export function upstreams(topology) {
  const groups = new Map();
  for (const service of topology.services) {
    if (!service.upstream) continue;
    groups.set(service.upstream, [...(groups.get(service.upstream) ?? []), service]);
  }
  return groups;
}
