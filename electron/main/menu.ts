// The application menu: standard roles only (Edit is needed for copy/paste of addresses on macOS); no dev tools
// or reload in packaged builds.
import type { MenuItemConstructorOptions } from 'electron';

/** Menu template for a platform; `isPackaged` hides developer items. Pure, so it can be tested. */
export function appMenuTemplate(
  platform: NodeJS.Platform,
  isPackaged: boolean,
): MenuItemConstructorOptions[] {
  const template: MenuItemConstructorOptions[] = [];
  if (platform === 'darwin') {
    template.push({
      role: 'appMenu',
      submenu: [
        { role: 'about' },
        { type: 'separator' },
        { role: 'hide' },
        { role: 'hideOthers' },
        { role: 'quit' },
      ],
    });
  }
  template.push({
    role: 'editMenu',
    submenu: [
      { role: 'undo' },
      { role: 'redo' },
      { type: 'separator' },
      { role: 'cut' },
      { role: 'copy' },
      { role: 'paste' },
      { role: 'selectAll' },
    ],
  });
  const developer: MenuItemConstructorOptions[] = isPackaged
    ? []
    : [{ role: 'reload' }, { role: 'toggleDevTools' }, { type: 'separator' }];
  template.push({
    role: 'viewMenu',
    submenu: [
      ...developer,
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      { type: 'separator' },
      { role: 'togglefullscreen' },
    ],
  });
  template.push({
    role: 'windowMenu',
    submenu:
      platform === 'darwin'
        ? [{ role: 'minimize' }, { role: 'close' }]
        : [{ role: 'minimize' }, { role: 'quit' }],
  });
  return template;
}
