import type { ComponentMessages } from '../i18n/UiLocaleProvider';

type ProductGalleryKey = 'label' | 'thumbnails' | 'showImage' | 'zoom' | 'zoomTitle' | 'previous' | 'next' | 'position';

/** Texts of the ProductGallery (issue 10 product detail: gallery with thumbnails and zoom). */
export const productGalleryMessages = {
  'en-GB': {
    label: 'Images of {name}',
    thumbnails: 'Choose an image',
    showImage: 'Show image {index} of {count}',
    zoom: 'Enlarge image',
    zoomTitle: '{name}, image {index} of {count}',
    previous: 'Previous image',
    next: 'Next image',
    position: '{index} / {count}',
  },
  'de-DE': {
    label: 'Bilder von {name}',
    thumbnails: 'Bild auswählen',
    showImage: 'Bild {index} von {count} anzeigen',
    zoom: 'Bild vergrößern',
    zoomTitle: '{name}, Bild {index} von {count}',
    previous: 'Vorheriges Bild',
    next: 'Nächstes Bild',
    position: '{index} / {count}',
  },
  'nl-NL': {
    label: 'Afbeeldingen van {name}',
    thumbnails: 'Kies een afbeelding',
    showImage: 'Afbeelding {index} van {count} tonen',
    zoom: 'Afbeelding vergroten',
    zoomTitle: '{name}, afbeelding {index} van {count}',
    previous: 'Vorige afbeelding',
    next: 'Volgende afbeelding',
    position: '{index} / {count}',
  },
  'fr-FR': {
    label: 'Images de {name}',
    thumbnails: 'Choisir une image',
    showImage: "Afficher l'image {index} sur {count}",
    zoom: "Agrandir l'image",
    zoomTitle: '{name}, image {index} sur {count}',
    previous: 'Image précédente',
    next: 'Image suivante',
    position: '{index} / {count}',
  },
} satisfies ComponentMessages<ProductGalleryKey>;
