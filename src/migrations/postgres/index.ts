import * as migration_20261123_015115_initial from './20261123_015115_initial';

export const migrations = [
  {
    up: migration_20261123_015115_initial.up,
    down: migration_20261123_015115_initial.down,
    name: '20261123_015115_initial'
  },
];
