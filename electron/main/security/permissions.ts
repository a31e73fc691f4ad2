// Permission handlers: the wallet needs no camera, microphone, notifications, geolocation, HID, USB or serial.
import type { Session } from 'electron';

type RequestHandler = Parameters<Session['setPermissionRequestHandler']>[0];
type CheckHandler = Parameters<Session['setPermissionCheckHandler']>[0];
type DeviceHandler = Parameters<Session['setDevicePermissionHandler']>[0];

/** Answers every permission request with "no". */
export const denyAllPermissionRequests: NonNullable<RequestHandler> = (_contents, _permission, callback) => {
  callback(false);
};

/** Answers every permission check with "no". */
export const denyAllPermissionChecks: NonNullable<CheckHandler> = () => false;

/** Refuses every device (HID, USB, serial) permission. */
export const denyAllDevicePermissions: NonNullable<DeviceHandler> = () => false;
