import type { Rule } from 'antd/es/form';

/** A text field that must hold more than blanks, with its message. */
export const requiredText = (message: string): Rule[] => [{ required: true, whitespace: true, message }];
