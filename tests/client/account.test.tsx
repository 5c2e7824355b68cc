import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Providers } from '../../client/src/app/providers';
import {
  CALLBACK_DELAY_MS,
  GoogleCallbackPage,
} from '../../client/src/features/account/routes/GoogleCallbackPage';
import { GOOGLE_NONCE_KEY, startGoogleSignIn } from '../../client/src/lib/google-nonce';
import { userVar } from '../../client/src/lib/session';
import {
  forgotPasswordInput,
  loginInput,
  newPasswordPair,
  registerInput,
  updateProfileInput,
} from '@inputs/accounts';
import { checkoutAddressInput } from '@inputs/checkout';
import { messages } from './support/schemas';

// The forms check with the server's own input schemas (server/src/shared/inputs through @inputs).
const validateLogin = (v: object) => messages(loginInput, v);
const validateRegister = (v: object) => messages(registerInput, v);
const validateForgot = (v: object) => messages(forgotPasswordInput, v);
const validateReset = (v: object) => messages(newPasswordPair, v);
const validateProfile = (v: object) => messages(updateProfileInput, v);
const validateCheckout = (v: object) => messages(checkoutAddressInput, { paymentMethod: 'cod', ...v });

describe('account form validation (spec section 5)', () => {
  it('login and register', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'The email field is required',
      password: 'The password field is required',
    });
    expect(validateLogin({ email: 'a@b', password: 'x' })).toEqual({ email: 'Invalid email address' });
    expect(validateRegister({ name: ' ', email: '', password: '' })).toEqual({
      name: 'The name field is required',
      email: 'The email field is required',
      password: 'The password field is required',
    });
    // The server's rule for a new password, now the form's too (the two had drifted apart).
    expect(validateRegister({ name: 'A', email: 'a@b.pk', password: 'x' })).toEqual({
      password: 'Password must be at least 6 characters',
    });
    expect(validateRegister({ name: 'A', email: 'a@b.pk', password: 'stitch-by-stitch' })).toEqual({});
  });

  it('forgot and reset password', () => {
    expect(validateForgot({ email: '' })).toEqual({ email: 'The email field is required' });
    expect(validateForgot({ email: 'nope' })).toEqual({ email: 'Invalid email address' });
    expect(validateReset({ password: '', passwordConfirmation: '' })).toEqual({
      password: 'The password field is required',
      passwordConfirmation: 'The confirm password field is required',
    });
    expect(validateReset({ password: '12345', passwordConfirmation: '12345' })).toEqual({
      password: 'Password must be at least 6 characters',
    });
    expect(validateReset({ password: '123456', passwordConfirmation: '1234567' })).toEqual({
      passwordConfirmation: 'Passwords do not match',
    });
    expect(validateReset({ password: '123456', passwordConfirmation: '123456' })).toEqual({});
  });

  it('profile and checkout', () => {
    expect(validateProfile({ name: '', email: 'x@y.pk' })).toEqual({ name: 'The name field is required' });
    // A new password needs the current one.
    expect(validateProfile({ name: 'A', email: 'x@y.pk', password: '', currentPassword: '' })).toEqual({});
    expect(validateProfile({ name: 'A', email: 'x@y.pk', password: '12345', currentPassword: '' })).toEqual({
      password: 'Password must be at least 6 characters',
      currentPassword: 'The current password field is required',
    });
    expect(
      validateProfile({ name: 'A', email: 'x@y.pk', password: '123456', currentPassword: 'old-one' }),
    ).toEqual({});
    expect(
      validateCheckout({ name: '', email: '', street: '', city: '', address: '', zip: '', mobile: '' }),
    ).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      street: 'Province is required',
      city: 'City is required',
      address: 'Address is required',
      zip: 'Postal Code is required',
      mobile: 'Mobile is required',
    });
    const ok = {
      name: 'A',
      email: 'a@b.pk',
      street: 'Punjab',
      city: 'Lahore',
      address: 'X',
      zip: '54000',
      mobile: '03001234567',
    };
    expect(validateCheckout(ok)).toEqual({});
    expect(validateCheckout({ ...ok, email: 'a@', mobile: '030012' })).toEqual({
      email: 'Invalid email address',
      mobile: 'Enter a valid mobile number',
    });
  });
});

describe('Google callback page', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
    sessionStorage.clear();
    userVar(null);
  });
  afterEach(() => jest.useRealTimers());

  function renderAt(url: string) {
    render(
      <Providers>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/google-callback" element={<GoogleCallbackPage />} />
            <Route path="/" element={<p>home page</p>} />
            <Route path="/user/login" element={<p>login page</p>} />
          </Routes>
        </MemoryRouter>
      </Providers>,
    );
  }

  it('saves the session and goes home after about 200 ms when token, id, name and its own nonce are present', async () => {
    const nonce = new URL(startGoogleSignIn(), 'http://shop.test').searchParams.get('nonce')!;
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    renderAt(`/google-callback?token=abc.def.ghi&id=7&name=Zara&nonce=${nonce}`);
    expect(await screen.findByText('Logged in successfully')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('userInfo')!)).toEqual({
      id: 7,
      name: 'Zara',
      token: 'abc.def.ghi',
    });
    expect(screen.queryByText('home page')).toBeNull();
    await act(async () => void jest.advanceTimersByTime(CALLBACK_DELAY_MS));
    expect(screen.getByText('home page')).toBeTruthy();
  });

  it('shows the error and goes to login when something is missing', async () => {
    const nonce = new URL(startGoogleSignIn(), 'http://shop.test').searchParams.get('nonce')!;
    renderAt(`/google-callback?token=abc&name=Zara&nonce=${nonce}`);
    expect(await screen.findByText('Invalid Google login response.')).toBeTruthy();
    expect(localStorage.getItem('userInfo')).toBeNull();
    await act(async () => void jest.advanceTimersByTime(CALLBACK_DELAY_MS));
    expect(screen.getByText('login page')).toBeTruthy();
  });

  it.each([
    ['no nonce (a link someone sent)', () => ''],
    ['another nonce', () => 'f'.repeat(32)],
    ['a nonce this tab did not start', () => (sessionStorage.clear(), 'a'.repeat(32))],
  ])('refuses a complete callback with %s (audit: login CSRF)', async (_, nonce) => {
    startGoogleSignIn();
    renderAt(`/google-callback?token=attacker.token.value&id=66&name=Attacker&nonce=${nonce()}`);
    expect((await screen.findAllByText('Invalid Google login response.')).length).toBeGreaterThan(0);
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(userVar()).toBeNull();
    await act(async () => void jest.advanceTimersByTime(CALLBACK_DELAY_MS));
    expect(screen.getByText('login page')).toBeTruthy();
    // The nonce is used up: replaying the right one later does not work either.
    expect(sessionStorage.getItem(GOOGLE_NONCE_KEY)).toBeNull();
  });
});
