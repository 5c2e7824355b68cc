import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { contactInput } from '@inputs/contact';
import { Providers } from '../../client/src/app/providers';
import { Form, TextField, useZodForm } from '../../client/src/components/form/Form';
import { attachServerErrors } from '../../client/src/lib/server-errors';

describe('attachServerErrors', () => {
  it('puts the first message of each known field on it (GraphQL list or REST map) and answers the rest', () => {
    const set: Array<[string, string]> = [];
    const setError = (field: string, e: { message: string }) => void set.push([field, e.message]);
    const fields = ['email', 'passwordConfirmation'] as const;
    const unshown = attachServerErrors(
      [
        { field: 'email', message: 'The email has already been taken.' },
        { field: 'email', message: 'second' },
        { field: 'token', message: 'This password reset token is invalid.' },
      ],
      setError,
      fields,
    );
    expect(set).toEqual([['email', 'The email has already been taken.']]);
    expect(unshown).toEqual([{ field: 'token', message: 'This password reset token is invalid.' }]);
    set.length = 0;
    expect(
      attachServerErrors({ password_confirmation: ['Passwords do not match', 'x'] }, setError, fields, {
        password_confirmation: 'passwordConfirmation',
      }),
    ).toEqual([]);
    expect(set).toEqual([['passwordConfirmation', 'Passwords do not match']]);
    set.length = 0;
    // A path below a field of the form (a row of a list) goes on that row's field.
    expect(
      attachServerErrors(
        [
          { field: 'variants.1.sku', message: 'The sku has already been taken.' },
          { field: 'other.0', message: 'x' },
        ],
        setError,
        ['variants'],
      ),
    ).toEqual([{ field: 'other.0', message: 'x' }]);
    expect(set).toEqual([['variants.1.sku', 'The sku has already been taken.']]);
  });
});

function ContactForm({
  onSubmit,
  serverErrors,
}: {
  onSubmit: (v: unknown) => void;
  serverErrors?: (f: ReturnType<typeof useZodForm>) => void;
}) {
  const form = useZodForm(contactInput, { name: '', email: '', mobile: '', subject: '', message: '' });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <TextField label="Name" name="name" />
      <TextField label="Email" name="email" />
      <TextField label="Mobile" name="mobile" />
      <TextField label="Subject" name="subject" />
      <TextField label="Message" name="message" multiline />
      <button type="submit">Send</button>
      <button type="button" onClick={() => serverErrors?.(form as never)}>
        Server
      </button>
    </Form>
  );
}

describe('the shared Form', () => {
  it('shows the schema messages under the fields, submits the parsed (trimmed) values once they pass', async () => {
    const onSubmit = jest.fn();
    render(
      <Providers>
        <ContactForm onSubmit={onSubmit} />
      </Providers>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Name is required')).toBeDefined();
    expect(screen.getByText('Mobile is required')).toBeDefined();
    expect(onSubmit).not.toHaveBeenCalled();
    for (const [label, value] of [
      ['Name', ' Amna '],
      ['Email', 'amna@example.pk'],
      ['Mobile', '03001234567'],
      ['Subject', 'Hi'],
      ['Message', 'A bunny, please'],
    ]) {
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({
      name: 'Amna',
      email: 'amna@example.pk',
      mobile: '03001234567',
      subject: 'Hi',
      message: 'A bunny, please',
    });
    expect(screen.queryByText('Name is required')).toBeNull();
  });

  it("shows the server's field errors on the fields", async () => {
    render(
      <Providers>
        <ContactForm
          onSubmit={jest.fn()}
          serverErrors={(form) =>
            (form as unknown as { serverErrors: (e: unknown) => void }).serverErrors([
              { field: 'mobile', message: 'Enter a valid mobile number' },
            ])
          }
        />
      </Providers>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Server' }));
    expect(await screen.findByText('Enter a valid mobile number')).toBeDefined();
  });
});
