import type { NamespaceCatalogue } from '../../keys';

/** Français (fr-BE domain, fr-FR language). */
export const authFrFR: NamespaceCatalogue<'auth'> = {
  'auth.title': 'Connexion',
  'auth.username': "Nom d'utilisateur",
  'auth.password': 'Mot de passe',
  'auth.submit': 'Se connecter',
  'auth.forgot': 'Mot de passe oublié ?',
  'auth.register': 'Créer un compte',
  'auth.required': 'Veuillez remplir ce champ.',
  'passwordForgot.title': 'Mot de passe oublié ?',
  'passwordForgot.text':
    "Saisissez votre nom d'utilisateur. Nous vous enverrons un e-mail avec un lien pour définir un nouveau mot de passe.",
  'passwordForgot.submit': 'Envoyer le lien',
  'passwordForgot.backToLogin': 'Retour à la connexion',
  'passwordRecovery.title': 'Définir un nouveau mot de passe',
  'passwordRecovery.text': 'Choisissez un nouveau mot de passe pour votre compte.',
  'passwordSet.title': 'Définir votre mot de passe',
  'passwordSet.text': 'Veuillez définir un nouveau mot de passe pour votre compte avant de continuer.',
  'password.new': 'Nouveau mot de passe',
  'password.confirm': 'Répétez le nouveau mot de passe',
  'password.submit': 'Enregistrer le mot de passe',
  'password.minLength': 'Veuillez utiliser au moins {min} caractères.',
  'password.mismatch': 'Les mots de passe ne correspondent pas.',
  'password.missingHash': 'Ce lien est incomplet. Veuillez demander un nouvel e-mail.',
  'password.requestNewLink': 'Demander un nouveau lien',
  'password.loginAgain': 'Se reconnecter',
};
