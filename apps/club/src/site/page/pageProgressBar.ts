// The page progress bar's code, loaded when the first navigation in the browser starts (PageProgress):
// no first load shows it (issue 13).
export { ProgressBar } from '@club/ui';
