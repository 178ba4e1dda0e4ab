<?php
/**
 * Installs WordPress in the copy tests/hosts/wordpress.ts made, then saves one post per role with a Custom
 * HTML block holding the snippet, the way the block editor's save does: wp_insert_post under that user, so
 * the kses filters WordPress adds for a user without unfiltered_html (set_current_user -> kses_init) apply.
 * Arguments: the copy's folder, the site's address, a file holding the snippet. Prints the posts' IDs as JSON.
 */
[$_, $root, $origin, $snippetFile] = $argv;
$_SERVER['HTTP_HOST'] = parse_url($origin, PHP_URL_HOST) . ':' . parse_url($origin, PHP_URL_PORT);
define('WP_INSTALLING', true);
require $root . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';

ob_start();
wp_install('A partner of ours', 'admin', 'admin@example.com', false, '', wp_generate_password());
ob_end_clean();
$author = wp_insert_user([
    'user_login' => 'author',
    'user_pass' => wp_generate_password(),
    'user_email' => 'author@example.com',
    'role' => 'author',
]);
if (is_wp_error($author)) {
    fwrite(STDERR, $author->get_error_message());
    exit(1);
}

$block = "<!-- wp:html -->\n" . file_get_contents($snippetFile) . "\n<!-- /wp:html -->";
$posts = [];
foreach (['admin' => 1, 'author' => $author] as $role => $user) {
    wp_set_current_user($user);
    $id = wp_insert_post(
        wp_slash([
            'post_title' => "Our steel estimate ($role)",
            'post_content' => $block . "\n\n<!-- wp:paragraph -->\n<p>The text after the block.</p>\n<!-- /wp:paragraph -->",
            'post_status' => 'publish',
        ]),
        true
    );
    if (is_wp_error($id)) {
        fwrite(STDERR, $id->get_error_message());
        exit(1);
    }
    $posts[$role] = ['id' => $id, 'unfiltered_html' => current_user_can('unfiltered_html')];
}
echo json_encode($posts);
