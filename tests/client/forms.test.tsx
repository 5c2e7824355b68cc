import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ContactPage } from '../../client/src/features/content/routes/ContactPage';
import { contactInput } from '@inputs/contact';
import { reviewInput, reviewMessage } from '@inputs/review';
import { messages } from './support/schemas';
import { renderWithoutServer } from './support/render-page';

const validateContact = (v: object) => messages(contactInput, v);
/** The review form shows one sentence: the spec's when anything is missing. */
const validateReview = (v: object) => {
  const found = Object.values(messages(reviewInput, v));
  return found.length ? reviewMessage(found.map((message) => ({ message }))) : null;
};

describe('contact validation', () => {
  it('gives the spec messages for each field', () => {
    expect(validateContact({ name: '', email: '', mobile: '', subject: '', message: '' })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      mobile: 'Mobile is required',
      subject: 'Subject is required',
      message: 'Message is required',
    });
    expect(validateContact({ name: 'A', email: 'a@b', mobile: '123', subject: 'S', message: 'M' })).toEqual({
      email: 'Invalid email address',
      mobile: 'Enter a valid mobile number',
    });
    expect(
      validateContact({ name: 'A', email: 'a@b.pk', mobile: '0300123456789', subject: 'S', message: 'M' }),
    ).toEqual({});
    expect(
      validateContact({ name: 'A', email: 'a@b.pk', mobile: '0300123456789012', subject: 'S', message: 'M' })
        .mobile,
    ).toBe('Enter a valid mobile number');
  });

  it('shows the messages under the fields without calling the server', async () => {
    const fetchSpy = renderWithoutServer(<ContactPage />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(screen.getByText('Name is required')).toBeTruthy());
    expect(screen.getByText('Invalid email address')).toBeTruthy();
    expect(screen.getByText('Mobile is required')).toBeTruthy();
    expect(screen.getByText('Subject is required')).toBeTruthy();
    expect(screen.getByText('Message is required')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('review validation', () => {
  it('needs a name, a comment and a rating above 0', () => {
    const msg = 'Please fill in all fields and select a rating.';
    expect(validateReview({ name: '', comment: 'x', rating: 3 })).toBe(msg);
    expect(validateReview({ name: 'A', comment: ' ', rating: 3 })).toBe(msg);
    expect(validateReview({ name: 'A', comment: 'x', rating: 0 })).toBe(msg);
    expect(validateReview({ name: 'A', comment: 'x', rating: 1 })).toBeNull();
  });
});
