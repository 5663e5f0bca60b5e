// Build tool: renders the scalable application icon into the PNG sizes freedesktop
// icon themes use: render-icon <icon.svg> <out-dir> <size>...
// writes <out-dir>/<size>x<size>/apps/io.github.stammtisch.Stammtisch.png
#include <QDir>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>
#include <QTextStream>

int main(int argc, char* argv[]) {
    QGuiApplication app(argc, argv);
    QTextStream err(stderr);
    const QStringList args = QGuiApplication::arguments();
    if (args.size() < 4) {
        err << "usage: render-icon <icon.svg> <out-dir> <size>...\n";
        return 2;
    }
    QSvgRenderer svg(args.at(1));
    if (!svg.isValid()) {
        err << "render-icon: cannot read " << args.at(1) << "\n";
        return 1;
    }
    for (qsizetype i = 3; i < args.size(); ++i) {
        bool ok = false;
        const int size = args.at(i).toInt(&ok);
        if (!ok || size < 8 || size > 4096) {
            err << "render-icon: bad size '" << args.at(i) << "'\n";
            return 2;
        }
        const QString dir = QStringLiteral("%1/%2x%2/apps").arg(args.at(2)).arg(size);
        if (!QDir().mkpath(dir)) {
            err << "render-icon: cannot create " << dir << "\n";
            return 1;
        }
        QImage img(size, size, QImage::Format_ARGB32_Premultiplied);
        img.fill(Qt::transparent);
        {
            QPainter p(&img);
            p.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
            svg.render(&p, QRectF(0, 0, size, size));
        }
        const QString file = dir + QStringLiteral("/io.github.stammtisch.Stammtisch.png");
        if (!img.convertToFormat(QImage::Format_ARGB32).save(file, "PNG", 9)) {
            err << "render-icon: cannot write " << file << "\n";
            return 1;
        }
    }
    return 0;
}
