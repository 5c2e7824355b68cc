export { ContactMessageEntity } from './contact-message.entity';
export { ContactResolver } from './contact.resolver';
export { CONTACT_THANKS, ContactService } from './contact.service';
export { contactEvents, type ContactEvent, type ContactEvents } from './contact.events';
