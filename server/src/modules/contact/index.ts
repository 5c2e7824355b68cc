export { CONTACT_THANKS, ContactService } from './contact.service';
export { contactEvents, type ContactEvents } from './contact.events';
