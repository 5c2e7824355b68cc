export { ContactMessageEntity } from './contact-message.entity';
export { CONTACT_THANKS, ContactService } from './contact.service';
export { contactEvents, type ContactEvent, type ContactEvents } from './contact.events';
