// What an SMS code is for. Plain JavaScript: the gateways' settings (smsSettings.mjs, read at start by
// server.mjs) hold a template for each, and the forms in the browser name the purpose they ask for.

/** Registering, resetting the password, cancelling the account, a service request, moving an account to a new number. */
export const codePurposes = /** @type {const} */ (['register', 'reset', 'cancel', 'serviceRequest', 'changeMobile'])
/** @typedef {(typeof codePurposes)[number]} CodePurpose */
