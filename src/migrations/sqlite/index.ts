import * as migration_20261123_022924_initial from './20261123_022924_initial';

export const migrations = [
  {
    up: migration_20261123_022924_initial.up,
    down: migration_20261123_022924_initial.down,
    name: '20261123_022924_initial'
  },
];
