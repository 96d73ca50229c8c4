// The chunk DobInput loads on first use: Mantine's date picker, its styles and dayjs.
import '@mantine/dates/styles.css';

export { DatePickerInput } from '@mantine/dates';
