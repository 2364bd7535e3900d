import { act } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { Form, Formik } from 'formik';
import { object, string } from 'yup';
import { FormRefusalMessage, refuseForm } from './formRefusal';
import { TextField } from './TextField';

// The server’s refusal of a form stays where the shopper looks until they change what was refused. (onSubmit is
// async as in the shop’s forms: formik keeps a synchronous one submitting until it says otherwise.)

const schema = object({ email: string().required('Required fields'), password: string().required('Required fields') });
type Values = { email: string; password: string };

/** A sign-in form whose "server" refuses with `answer(values)`: a field and a message, or a form-wide message. */
async function renderForm(answer: (values: Values) => { field?: keyof Values; message: string } | null) {
  await act(async () => {
    render(
      <Formik<Values>
        initialValues={{ email: 'ming@example.com', password: '' }}
        validationSchema={schema}
        onSubmit={async (values, helpers) => {
          const refusal = answer(values);
          if (refusal) refuseForm(helpers, values, refusal.message, { field: refusal.field, code: 40101 });
        }}
      >
        <Form noValidate>
          <TextField name="email" label="Email" />
          <TextField name="password" label="Password" type="password" />
          <FormRefusalMessage>{(refusal) => <a href="/forgot-password">{`Reset (${refusal.code})`}</a>}</FormRefusalMessage>
          <button type="submit">Log in</button>
        </Form>
      </Formik>,
    );
  });
}

const type = (label: string, value: string) =>
  act(async () => fireEvent.change(screen.getByLabelText(label), { target: { value } }));
const leave = (label: string) => act(async () => fireEvent.blur(screen.getByLabelText(label)));
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log in' })));
/** The announced message tied to the field, if any. */
const messageOf = (label: string) => {
  const input = screen.getByLabelText(label);
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
  const alert = ids.map((id) => document.getElementById(id)).find((el) => el?.getAttribute('role') === 'alert');
  return alert ? { text: alert.textContent, invalid: input.getAttribute('aria-invalid') } : undefined;
};

it('says a refusal under its field, announced and tied to it, through blurs and changes of other fields', async () => {
  await renderForm(() => ({ field: 'password', message: 'Login failed. Account or password is incorrect.' }));
  await type('Password', 'Wrong1234');
  await submit();
  expect(messageOf('Password')).toEqual({ text: 'Login failed. Account or password is incorrect.', invalid: 'true' });
  expect(messageOf('Email')).toBeUndefined();

  // Validation runs on every blur and change; the refusal is not one of its errors, so it stays.
  await leave('Password');
  await type('Email', 'ming@example.org');
  await leave('Email');
  expect(messageOf('Password')?.text).toBe('Login failed. Account or password is incorrect.');

  // Until the refused value changes.
  await type('Password', 'Wrong12345');
  expect(messageOf('Password')).toBeUndefined();
  expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('false');
});

it('a validation message wins over the refusal, and a new answer replaces the old one', async () => {
  let next: { field?: keyof Values; message: string } = { field: 'email', message: 'Not a member' };
  await renderForm(() => next);
  await type('Password', 'Secret123');
  await submit();
  expect(messageOf('Email')?.text).toBe('Not a member');
  next = { field: 'password', message: 'Wrong password' };
  await submit();
  expect(messageOf('Email')).toBeUndefined();
  expect(messageOf('Password')?.text).toBe('Wrong password');
  await type('Password', '');
  await leave('Password');
  expect(messageOf('Password')?.text).toBe('Required fields');
});

it('says a refusal about no one field at the form, with the page’s way on, until any field changes', async () => {
  await renderForm(() => ({ message: 'Please try again later.' }));
  await type('Password', 'Secret123');
  await submit();
  const alert = screen.getByTestId('form-refusal');
  expect(alert.getAttribute('role')).toBe('alert');
  expect(alert.textContent).toBe('Please try again later.Reset (40101)');
  expect(messageOf('Email')).toBeUndefined();
  await leave('Email');
  expect(screen.getByTestId('form-refusal')).toBeTruthy();
  await type('Email', 'li@example.com');
  expect(screen.queryByTestId('form-refusal')).toBeNull();
});
