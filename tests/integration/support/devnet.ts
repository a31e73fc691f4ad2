// The devnet an integration suite runs against: in memory, on free ports, a block every 200 ms, nothing seeded, in
// the run's dialect (TEST_DIALECT: spec, or cosmos in the integration-cosmos project); a suite overrides what differs.
import { startDevnet, type DevnetOptions, type RunningDevnet } from '../../../devnet/index';
import { TEST_DIALECT } from './dialect';

export function startTestDevnet(overrides: DevnetOptions = {}): Promise<RunningDevnet> {
  return startDevnet({
    memory: true,
    restPort: 0,
    rpcPort: 0,
    backendPort: 0,
    blockTimeMs: 200,
    seed: false,
    dialect: TEST_DIALECT,
    ...overrides,
  });
}
