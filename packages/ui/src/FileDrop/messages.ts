import type { ComponentMessages } from '../i18n/UiLocaleProvider';

/** Texts of FileDrop (account-area.md §5, §8: CSV upload at most 5 MB, not empty, valid format). */
export const fileDropMessages: ComponentMessages<
  'dropHint' | 'chooseFile' | 'dropZone' | 'remove' | 'tooLarge' | 'wrongType' | 'empty' | 'selected'
> = {
  'en-GB': {
    dropHint: 'Drag a file here or',
    chooseFile: 'Choose file',
    dropZone: 'Drop a file here',
    remove: 'Remove {name}',
    tooLarge: 'The file is larger than {max}.',
    wrongType: 'This file type is not accepted. Accepted: {types}.',
    empty: 'The file is empty.',
    selected: 'Selected file: {name}, {size}',
  },
  'de-DE': {
    dropHint: 'Datei hierher ziehen oder',
    chooseFile: 'Datei auswählen',
    dropZone: 'Datei hier ablegen',
    remove: '{name} entfernen',
    tooLarge: 'Die Datei ist größer als {max}.',
    wrongType: 'Dieser Dateityp wird nicht akzeptiert. Erlaubt: {types}.',
    empty: 'Die Datei ist leer.',
    selected: 'Ausgewählte Datei: {name}, {size}',
  },
  'nl-NL': {
    dropHint: 'Sleep een bestand hierheen of',
    chooseFile: 'Bestand kiezen',
    dropZone: 'Zet hier een bestand neer',
    remove: '{name} verwijderen',
    tooLarge: 'Het bestand is groter dan {max}.',
    wrongType: 'Dit bestandstype wordt niet geaccepteerd. Toegestaan: {types}.',
    empty: 'Het bestand is leeg.',
    selected: 'Gekozen bestand: {name}, {size}',
  },
  'fr-FR': {
    dropHint: 'Glissez un fichier ici ou',
    chooseFile: 'Choisir un fichier',
    dropZone: 'Déposez un fichier ici',
    remove: 'Retirer {name}',
    tooLarge: 'Le fichier dépasse {max}.',
    wrongType: "Ce type de fichier n'est pas accepté. Acceptés : {types}.",
    empty: 'Le fichier est vide.',
    selected: 'Fichier sélectionné : {name}, {size}',
  },
};
