// The chunk LazySelect loads on first use.
export { Select } from '@mantine/core';
