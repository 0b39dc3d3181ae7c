import * as migration_20261123_023006_initial from './20261123_023006_initial';

export const migrations = [
  {
    up: migration_20261123_023006_initial.up,
    down: migration_20261123_023006_initial.down,
    name: '20261123_023006_initial'
  },
];
