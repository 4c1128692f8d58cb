import { v7 } from 'uuid';

/** New primary key: time-ordered UUID v7, so inserts append to the index. */
export function newId(): string {
  return v7();
}
