#pragma once

#include <QByteArray>
#include <QImage>

// A QR code of `text` (libqrencode, error correction level M) as a black-on-white image, each
// module `scale` pixels square, with the four-module quiet zone readers need; a null image when
// the text does not fit in a QR code.
QImage qrCodeImage(const QByteArray &text, int scale = 6);
