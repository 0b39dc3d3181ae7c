import * as migration_20261123_054446_initial from './20261123_054446_initial';

export const migrations = [
  {
    up: migration_20261123_054446_initial.up,
    down: migration_20261123_054446_initial.down,
    name: '20261123_054446_initial'
  },
];
