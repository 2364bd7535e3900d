// Stylesheets have no behaviour to test; rspack bundles them in the real build.
export default {};
