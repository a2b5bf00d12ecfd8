// The portal's own script. The loader (a script tag of the page) defines the four widgets, which share one
// session and one cache; the portal's Sign out button signs every widget out at once through the loader.
const loaderUrl = new URL('../elements/idm-loader.js', document.baseURI).href;

document.getElementById('portal-sign-out')?.addEventListener('click', () => {
  void (import(/* @vite-ignore */ loaderUrl) as Promise<{ signOut(): void }>).then((loader) => loader.signOut());
});
