import { jest } from '@jest/globals';
import { act } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { Form, Formik } from 'formik';
import { object, string } from 'yup';
import { TextField } from './TextField';

const schema = object({ email: string().required('Required fields').email('Invalid mail') });

async function renderForm(onSubmit = jest.fn<(values: { email: string }) => void>()) {
  await act(async () => {
    render(
      <Formik initialValues={{ email: '' }} validationSchema={schema} onSubmit={onSubmit}>
        <Form noValidate>
          <TextField name="email" label="Email" type="email" hint="We send the code here" />
          <button type="submit">Send</button>
        </Form>
      </Formik>,
    );
  });
  return onSubmit;
}

it('is labelled, carries its hint, and edits its formik value', async () => {
  const onSubmit = await renderForm();
  const input = screen.getByLabelText('Email');
  expect(input.getAttribute('aria-describedby')).toBe(screen.getByText('We send the code here').id);
  expect(input.getAttribute('aria-invalid')).toBe('false');
  await act(async () => fireEvent.change(input, { target: { value: 'member@example.com' } }));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
  expect(onSubmit).toHaveBeenCalledWith({ email: 'member@example.com' }, expect.anything());
});

it('announces its validation message after submit and ties it to the field', async () => {
  await renderForm();
  expect(screen.queryByRole('alert')).toBeNull();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
  const input = screen.getByLabelText('Email');
  const alert = screen.getByRole('alert');
  expect(alert.textContent).toBe('Required fields');
  expect(input.getAttribute('aria-invalid')).toBe('true');
  expect(input.getAttribute('aria-describedby')?.split(' ')).toEqual([screen.getByText('We send the code here').id, alert.id]);

  await act(async () => fireEvent.change(input, { target: { value: 'not-an-address' } }));
  await act(async () => fireEvent.blur(input));
  expect(screen.getByRole('alert').textContent).toBe('Invalid mail');
});

it('rewrites what is typed with its normalize rule', async () => {
  await act(async () => {
    render(
      <Formik initialValues={{ code: '' }} onSubmit={() => undefined}>
        <Form noValidate>
          <TextField name="code" label="Code" normalize={(value) => value.toUpperCase()} />
        </Form>
      </Formik>,
    );
  });
  const input = screen.getByLabelText<HTMLInputElement>('Code');
  await act(async () => fireEvent.change(input, { target: { value: '/abc.12+' } }));
  expect(input.value).toBe('/ABC.12+');
});
