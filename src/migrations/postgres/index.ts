import * as migration_20261123_002035_initial from './20261123_002035_initial';

export const migrations = [
  {
    up: migration_20261123_002035_initial.up,
    down: migration_20261123_002035_initial.down,
    name: '20261123_002035_initial'
  },
];
