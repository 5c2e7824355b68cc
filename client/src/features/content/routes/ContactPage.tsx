import { useId } from 'react';
import { get, useFormContext } from 'react-hook-form';
import { useMutation } from '../../../lib/graphql';
import { contactInput, type ContactInput } from '@inputs/contact';
import { Form, useZodForm } from '../../../components/form/zod-form';
import { usePageMeta } from '../../../components/PageTitle';
import { notify } from '../../../components/toaster';
import { CONTACT } from '../../../lib/contact-info';
import { SubmitContactDocument } from '../api/contact';

const EMPTY = { name: '', email: '', mobile: '', subject: '', message: '' };

/**
 * A labelled field of the contact form with its error underneath: a plain input in the theme's
 * `.contact__*` classes, with the ids and aria attributes of a Chakra Field.
 */
function ContactField({
  label,
  name,
  type = 'text',
  multiline,
  autoComplete,
  placeholder,
}: {
  label: string;
  name: keyof typeof EMPTY;
  type?: string;
  multiline?: boolean;
  autoComplete?: string;
  placeholder?: string;
}) {
  const id = useId();
  const { register, formState } = useFormContext();
  const error = (get(formState.errors, name) as { message?: string } | undefined)?.message;
  const errorId = `field::${id}::error-text`;
  const invalid = error ? { 'aria-invalid': true, 'data-invalid': '', 'aria-errormessage': errorId } : {};
  return (
    <div className="contact__field" role="group" data-invalid={error ? '' : undefined}>
      <label className="contact__label" htmlFor={id}>
        {label}
      </label>
      {multiline ? (
        <textarea className="contact__textarea" id={id} rows={5} {...invalid} {...register(name)} />
      ) : (
        <input
          className="contact__input"
          id={id}
          type={type}
          autoComplete={autoComplete}
          placeholder={placeholder}
          {...invalid}
          {...register(name)}
        />
      )}
      {error && (
        <span className="contact__error" id={errorId} aria-live="polite">
          {error}
        </span>
      )}
    </div>
  );
}

/** Plain elements styled by the theme's `.content-page*` and `.contact__*` classes (app/recipes/content.ts). */
export function ContactPage() {
  usePageMeta(
    'Contact Us',
    'Questions, custom orders or wholesale? Contact Crochet Corner by phone, e-mail or WhatsApp.',
  );
  const form = useZodForm(contactInput, EMPTY);
  const [submit, { loading }] = useMutation(SubmitContactDocument);

  async function onSubmit(input: ContactInput) {
    try {
      const { data } = await submit({ variables: { input } });
      const result = data?.submitContact;
      if (result?.errors.length) {
        form.serverErrors(result.errors);
        return;
      }
      notify.success(result?.message);
      form.reset(EMPTY);
    } catch (err) {
      notify.error((err as Error).message || 'Something went wrong');
    }
  }

  return (
    <div className="content-page content-page--wide">
      <h1 className="content-page__title content-page__title--wide">Contact Us</h1>
      <div className="contact__grid">
        <Form form={form} onSubmit={onSubmit} aria-label="Contact form">
          <div className="contact__fields">
            <ContactField label="Name" name="name" autoComplete="name" />
            <ContactField label="Email" name="email" type="email" autoComplete="email" />
            <ContactField
              label="Mobile"
              name="mobile"
              type="tel"
              autoComplete="tel"
              placeholder="03001234567"
            />
            <ContactField label="Subject" name="subject" />
            <ContactField label="Message" name="message" multiline />
            <button
              type="submit"
              className="contact__submit"
              disabled={loading}
              data-loading={loading ? '' : undefined}
            >
              {loading ? (
                <>
                  <span className="contact__spinner">
                    <span />
                  </span>
                  <span>Send Message</span>
                </>
              ) : (
                'Send Message'
              )}
            </button>
          </div>
        </Form>
        <div className="contact__card">
          <h2 className="contact__cardTitle">Get in touch</h2>
          <div className="contact__lines">
            <p>
              <b>Phone:</b>{' '}
              <a className="contact__link" href={`tel:${CONTACT.phone.replace(/\s/g, '')}`}>
                {CONTACT.phone}
              </a>
            </p>
            <p>
              <b>Email:</b>{' '}
              <a className="contact__link" href={`mailto:${CONTACT.email}`}>
                {CONTACT.email}
              </a>
            </p>
            <p>
              <b>Address:</b> {CONTACT.address}
            </p>
            <div className="contact__social">
              {CONTACT.social.map((s) => (
                <a
                  key={s.name}
                  className="contact__link contact__link--brand"
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {s.name}
                </a>
              ))}
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
