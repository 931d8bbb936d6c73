export { bodyExtensions } from './bodyExtensions';
export { editedBody } from './editedBody';
