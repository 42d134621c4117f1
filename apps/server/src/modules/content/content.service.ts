// The module's face for the others: they reach its tables through here, never through its repository.
export {
  findGiftCardProduct,
  listAnnouncements,
  listGallery,
  listGiftCardProducts,
  listSignatureDishes,
  listTestimonials,
} from './content.repository';
