/** The 'add to order list' dialog's texts (product page, product card, cart line), English (en-GB): the source of the keys. */
export const orderListPickerEnGB = {
  'orderListPicker.open': 'Add to order list',
  'orderListPicker.openFor': 'Add to order list: {name}',
  'orderListPicker.title': 'Add to order list',
  'orderListPicker.description': '{quantity} × {name}',
  'orderListPicker.list': 'Order list',
  'orderListPicker.newList': 'New list',
  'orderListPicker.newName': 'Name of the new list',
  'orderListPicker.shareWithCompany': 'Visible to everyone in my company',
  'orderListPicker.submit': 'Add',
  'orderListPicker.cancel': 'Cancel',
  'orderListPicker.added': 'Added to “{name}”.',
  'orderListPicker.loading': 'Loading your order lists…',
  'orderListPicker.nameRequired': 'Enter a name.',
  'orderListPicker.viewList': 'Open the list',
} as const;
