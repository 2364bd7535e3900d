import type { FormEvent } from 'react';

/** Closes the confirmation a form is in as it is sent, so the API's answer (shown on the page) is not behind it. */
export const closeDialog = (event: FormEvent<HTMLFormElement>): void => event.currentTarget.closest('dialog')?.close();
