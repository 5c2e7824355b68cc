import { fireEvent, screen, waitFor } from '@testing-library/react';
import { changePasswordForm as adminPasswordSchema } from '../../server/src/shared/inputs/accounts';
import { messages } from './support/schemas';
import { renderWithoutServer } from './support/render-page';
import { AdminPasswordPage } from '../../client/src/features/admin-dashboard/routes/PasswordPage';

describe("the admin's change-password form", () => {
  it('needs the current password, a new one of at least 6 characters and a matching confirmation', () => {
    const errors = (v: Record<string, string>) => messages(adminPasswordSchema, v);
    expect(errors({ currentPassword: '', password: '', passwordConfirmation: '' })).toEqual({
      currentPassword: 'The current password field is required',
      password: 'The password field is required',
      passwordConfirmation: 'The confirm password field is required',
    });
    expect(errors({ currentPassword: 'old', password: '12345', passwordConfirmation: '12345' })).toEqual({
      password: 'Password must be at least 6 characters',
    });
    expect(errors({ currentPassword: 'old', password: 'new-stitch', passwordConfirmation: 'other' })).toEqual(
      { passwordConfirmation: 'Passwords do not match' },
    );
    expect(
      errors({ currentPassword: 'old', password: 'new-stitch', passwordConfirmation: 'new-stitch' }),
    ).toEqual({});
  });

  it('shows the messages under the fields without calling the server', async () => {
    const fetchSpy = renderWithoutServer(<AdminPasswordPage />);
    fireEvent.change(screen.getByLabelText('New Password'), { target: { value: 'new-stitch' } });
    fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: 'other' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(screen.getByText('The current password field is required')).toBeTruthy());
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
