// electron-builder afterSign hook: notarizes the signed macOS app with Apple when credentials are present.
// Needs APPLE_ID, APPLE_APP_SPECIFIC_PASSWORD and APPLE_TEAM_ID (or APPLE_API_KEY, APPLE_API_KEY_ID, APPLE_API_ISSUER).
const path = require('node:path');

/** Which credentials (if any) the environment provides for notarization. */
const notarizeCredentials = (env) => {
  if (env.APPLE_API_KEY && env.APPLE_API_KEY_ID && env.APPLE_API_ISSUER) {
    return {
      appleApiKey: env.APPLE_API_KEY,
      appleApiKeyId: env.APPLE_API_KEY_ID,
      appleApiIssuer: env.APPLE_API_ISSUER,
    };
  }
  if (env.APPLE_ID && env.APPLE_APP_SPECIFIC_PASSWORD && env.APPLE_TEAM_ID) {
    return {
      appleId: env.APPLE_ID,
      appleIdPassword: env.APPLE_APP_SPECIFIC_PASSWORD,
      teamId: env.APPLE_TEAM_ID,
    };
  }
  return null;
};

const afterSign = async (context) => {
  if (context.electronPlatformName !== 'darwin') return;
  const credentials = notarizeCredentials(process.env);
  if (!credentials) {
    if (process.env.XYZ_REQUIRE_NOTARIZE === '1') throw new Error('notarize: Apple credentials are missing');
    console.log('  • notarize: skipped (no Apple credentials in the environment)');
    return;
  }
  const { notarize } = require('@electron/notarize');
  const appPath = path.join(context.appOutDir, `${context.packager.appInfo.productFilename}.app`);
  console.log(`  • notarize: submitting ${appPath}`);
  await notarize({ appPath, ...credentials });
};

module.exports = afterSign;
module.exports.default = afterSign;
module.exports.notarizeCredentials = notarizeCredentials;
