import * as migration_20261123_015054_initial from './20261123_015054_initial';

export const migrations = [
  {
    up: migration_20261123_015054_initial.up,
    down: migration_20261123_015054_initial.down,
    name: '20261123_015054_initial'
  },
];
